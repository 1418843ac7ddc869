/**
 * A saved build's name in place: posted to the page's action by its own fetcher; a saved name goes into
 * the stored car list at once. Where the upstream cannot rename, the answer says so and the save button goes.
 */
import { useEffect, useId, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { CustomizedConfig } from '#shared/api/user-api';
import { useCarCollectionApi } from '#client/stores/car-collection-store.tsx';
import type { CarActionData } from './car-action.ts';

export function RenameForm({ car, onDone }: { car: CustomizedConfig; onDone: () => void }) {
  const fetcher = useFetcher<CarActionData>({ key: `rename-${car.id}` });
  const cars = useCarCollectionApi();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const result = fetcher.data;
  useEffect(() => {
    if (fetcher.state === 'idle' && result?.ok && result.intent === 'rename') {
      cars.getState().rename(result.id, result.name);
      onDone();
    }
  }, [fetcher.state, result, cars, onDone]);
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="rename" />
      <input type="hidden" name="id" value={car.id} />
      <label htmlFor={id} className="sr-only">
        配置名称
      </label>
      <input
        ref={input}
        id={id}
        name="name"
        defaultValue={car.name}
        maxLength={30}
        required
        onKeyDown={(e) => e.key === 'Escape' && onDone()}
        className="min-h-11 min-w-0 flex-1 border border-line px-3 text-sm text-ink focus:border-ink"
      />
      {result && !result.ok && result.unavailable ? null : (
        <button type="submit" className="min-h-11 bg-ink px-4 text-sm text-white hover:bg-gold-dark">
          保存名称
        </button>
      )}
      <button type="button" onClick={onDone} className="min-h-11 px-3 text-sm text-mute hover:text-ink">
        取消
      </button>
      {result && !result.ok ? (
        <p role="alert" className="w-full text-xs text-error">
          {result.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
