/** Stands in for the news teasers while they stream in (or their code loads after a client navigation). */
export function NewsTeasersSkeleton({ count }: { count: number }) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true" aria-label="新闻加载中">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="bg-white">
          <div className="skeleton aspect-[16/9]" />
          <div className="space-y-2 p-4">
            <div className="skeleton h-3 w-1/3" />
            <div className="skeleton h-4 w-5/6" />
          </div>
        </li>
      ))}
    </ul>
  );
}
