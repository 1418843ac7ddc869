import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand';
import { createStoreContext } from './create-store-context.tsx';

interface Counter {
  count: number;
  add(): void;
}

const createCounter = () =>
  createStore<Counter>()((set) => ({ count: 0, add: () => set((s) => ({ count: s.count + 1 })) }));

const counter = createStoreContext(createCounter, { hook: 'useCounter', provider: 'CounterProvider' });

function Count({ label }: { label: string }) {
  const count = counter.useSelect((s) => s.count);
  return <p>{`${label}: ${count}`}</p>;
}

describe('store context factory', () => {
  it('gives each provider its own store, and re-renders readers when their slice changes', () => {
    const given = createCounter();
    render(
      <>
        <counter.Provider store={given}>
          <Count label="given" />
        </counter.Provider>
        <counter.Provider>
          <Count label="own" />
        </counter.Provider>
      </>,
    );
    act(() => given.getState().add());
    expect(screen.getByText('given: 1')).toBeTruthy();
    expect(screen.getByText('own: 0')).toBeTruthy();
  });

  it('names the hook and the provider when a hook is used outside its provider', () => {
    // React reports the render error on the console as well; the test is about the thrown message.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Count label="x" />)).toThrow('useCounter() outside <CounterProvider>');
    quiet.mockRestore();
  });
});
