/**
 * 「朗读」 in the 关怀版 bar: reads the page's main text aloud (the elements marked `data-read-aloud`: a news
 * article, an owner notice, a service page, a model's summary; elsewhere the whole main content), with
 * 暂停 / 继续 and 停止, and says what it is doing; and 「指读」, which reads what the visitor taps or focuses.
 * Loaded in the mode only; the speech engine on the first click.
 */
import { useEffect, useRef, useState } from 'react';
import type * as Speech from './speech.ts';

type State = 'idle' | 'loading' | 'playing' | 'paused' | 'ended' | 'unavailable' | 'failed';

const MESSAGES: Record<State, string> = {
  idle: '',
  loading: '',
  playing: '正在朗读',
  paused: '已暂停',
  ended: '朗读结束',
  unavailable: '当前浏览器不支持语音朗读，可使用手机系统自带的朗读功能',
  failed: '朗读功能加载失败，请检查网络后重试',
};


export default function ReadAloudControl({ className }: { className?: string }) {
  const [state, setState] = useState<State>('idle');
  const engine = useRef<typeof Speech | null>(null);
  const reader = useRef<Speech.Reader | null>(null);
  const touchOff = useRef<(() => void) | null>(null);
  const [touch, setTouch] = useState(false);
  // Leaving the page (the bar gives each page its own control) stops the voice and 指读.
  useEffect(
    () => () => {
      reader.current?.stop();
      touchOff.current?.();
    },
    [],
  );

  /** The engine, once speech is known to work; null (and the reason shown) otherwise. */
  const load = async (): Promise<typeof Speech | null> => {
    let speech = engine.current;
    if (!speech) {
      setState('loading');
      try {
        speech = engine.current = await import('./speech.ts');
      } catch {
        setState('failed');
        return null;
      }
    }
    if (!speech.speechAvailable()) {
      setState('unavailable');
      return null;
    }
    return speech;
  };

  const toggleTouch = async () => {
    if (touchOff.current) {
      touchOff.current();
      touchOff.current = null;
      setTouch(false);
      return;
    }
    const speech = await load();
    if (!speech) return;
    reader.current?.stop();
    touchOff.current = speech.readOnTouch();
    setTouch(true);
    setState('idle');
  };

  const play = async () => {
    const speech = await load();
    if (!speech) return;
    const marked = [...document.querySelectorAll('main [data-read-aloud]')];
    const main = document.getElementById('main');
    const roots = marked.length > 0 ? marked : main ? [main] : [];
    reader.current = speech.createReader(roots, setState);
    reader.current.play();
  };
  const active = state === 'playing' || state === 'paused';

  return (
    <div className={`flex flex-wrap items-center gap-1 ${className ?? ''}`} data-read-aloud-skip="">
      {state === 'playing' ? (
        <button type="button" onClick={() => reader.current?.pause()}>
          暂停
        </button>
      ) : state === 'paused' ? (
        <button type="button" onClick={() => reader.current?.resume()}>
          继续
        </button>
      ) : (
        <button type="button" onClick={() => void play()} disabled={state === 'loading'}>
          朗读
        </button>
      )}
      {active ? (
        <button type="button" onClick={() => reader.current?.stop()}>
          停止
        </button>
      ) : null}
      <button type="button" aria-pressed={touch} onClick={() => void toggleTouch()}>
        指读
      </button>
      <p role="status" className="care-status">
        {touch && state === 'idle' ? '指读已开启：点按文字或用键盘移到哪里，就读哪里' : MESSAGES[state]}
      </p>
    </div>
  );
}
