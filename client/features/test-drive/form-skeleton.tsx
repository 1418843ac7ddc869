/** Placeholder of the drawer's lead form while its chunk and options load (the drawer and the form show it). */
export function FormSkeleton() {
  return (
    <div aria-busy="true" aria-label="正在加载预约表单" className="space-y-5">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="h-12 animate-pulse bg-paper" />
      ))}
    </div>
  );
}
