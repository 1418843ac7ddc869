/** 说明: the series' notes (price and spec caveats), or where to ask when they could not be loaded. */
export function ModelNotes({ notes }: { notes: readonly string[] | null }) {
  return (
    <section aria-labelledby="notes-title" className="mx-auto max-w-5xl px-6 py-10 md:px-8">
      <h2 id="notes-title" className="text-sm text-ink">
        说明
      </h2>
      {notes && notes.length > 0 ? (
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-xs leading-6 text-mute">
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ol>
      ) : (
        <p role="note" className="mt-3 text-xs text-mute">
          车型说明暂时无法加载，价格与配置请以当地授权经销商为准。
        </p>
      )}
    </section>
  );
}
