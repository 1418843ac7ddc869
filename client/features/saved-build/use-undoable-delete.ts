/**
 * A saved build's delete with 5 seconds to undo: the delete is sent when the time is up (or when the
 * card goes away before that), and a refused delete puts the build back where it was in the stored list.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import type { CustomizedConfig } from '#shared/api/user-api';
import { paths } from '#client/lib/ui/paths.ts';
import { useCarCollectionApi } from '#client/stores/car-collection-store.tsx';
import { useUi } from '#client/stores/ui-store.tsx';
import { UNDO_DELETE_MS, type CarActionData } from './car-action.ts';

export function useUndoableDelete(car: CustomizedConfig) {
  const cars = useCarCollectionApi();
  const showToast = useUi((s) => s.showToast);
  const fetcher = useFetcher<CarActionData>({ key: `delete-${car.id}` });
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Where the build stood in the stored car list when its delete was sent (-1: it was not there). */
  const storedAt = useRef(-1);
  const undoRef = useRef<HTMLButtonElement>(null);

  // The stored car list drops the build when the delete is sent, not when its answer reaches this card:
  // the card may be gone by then. The action is named, as a fetcher of an unmounted card would post
  // to the page the visitor went on to.
  const send = () => {
    timer.current = null;
    setPending(false);
    storedAt.current = cars.getState().items.findIndex((c) => c.id === car.id);
    cars.getState().remove(car.id);
    void fetcher.submit({ intent: 'delete', id: String(car.id) }, { method: 'post', action: paths.accountCars() });
  };
  // Leaving the page within the 5 seconds still deletes: the visitor asked for it. On unmount only, hence
  // no dependencies (react-hooks lints .tsx files only, so this .ts file needs no exception for it).
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        send();
      }
    },
    [],
  );
  const result = fetcher.data;
  const handled = useRef<CarActionData | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !result || result.intent !== 'delete' || handled.current === result) return;
    handled.current = result;
    if (result.ok) return;
    // Not deleted after all: back where it was in the stored list.
    const { items, setItems } = cars.getState();
    const at = storedAt.current;
    if (at >= 0 && !items.some((c) => c.id === car.id)) setItems([...items.slice(0, at), car, ...items.slice(at)]);
    showToast(result.message);
  }, [fetcher.state, result, cars, car, showToast]);
  useEffect(() => {
    if (pending) undoRef.current?.focus();
  }, [pending]);

  const remove = (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    timer.current = setTimeout(send, UNDO_DELETE_MS);
  };
  const undo = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setPending(false);
  };
  const deleting = pending || (fetcher.state !== 'idle' && fetcher.formData?.get('intent') === 'delete');

  return { fetcher, pending, deleting, remove, undo, undoRef };
}
