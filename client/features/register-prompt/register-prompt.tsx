/**
 * The register prompt: scheduled 120 s after a page view for anonymous visitors (rules.ts), and opened
 * in its download form by the brochure button (brochure-download.ts). A focus-managed, non-blocking
 * dialog in the corner (bottom sheet on phones) so it never covers the field a visitor is typing in,
 * and never takes the focus from it either: opening while a form field has the focus, it is announced
 * instead, and the focus stays where the visitor is typing.
 */
import { useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { useRouteErrorStatus } from '#client/lib/data/route-status.ts';
import { useUser } from '#client/stores/user-store.tsx';
import {
  LEARN_MORE_DESC,
  LEARN_MORE_TITLE,
  PROMPT_DELAY_MS,
  promptApplies,
  recentlyPrompted,
  registerTarget,
} from './rules.ts';
import { useRegisterPrompt, useRegisterPromptApi } from '#client/stores/register-prompt-store.tsx';
import { LineIcon } from '#client/components/ui/line-icon.tsx';

/** Schedules the learn-more prompt for the current page. */
export function RegisterPromptScheduler() {
  const { edge } = useEnv();
  const { pathname } = useLocation();
  const hydrated = useUser((s) => s.hydrated);
  const loggedIn = useUser((s) => s.loggedIn);
  const prompts = useRegisterPromptApi();
  const status = useRouteErrorStatus();
  useEffect(() => {
    // 关怀版: a promotional prompt is never shown unasked (the brochure button still opens it).
    if (edge.care) return;
    if (!hydrated || !promptApplies({ loggedIn, isMiniProgram: edge.isMiniProgram, pathname, status })) return;
    if (recentlyPrompted(prompts.getState().pathInfo, pathname, Date.now())) return;
    const timer = window.setTimeout(() => {
      const state = prompts.getState();
      const now = Date.now();
      if (state.visible || recentlyPrompted(state.pathInfo, pathname, now)) return;
      state.record({ path: pathname, timestamp: now, type: 1 });
      state.open({ title: LEARN_MORE_TITLE, desc: LEARN_MORE_DESC });
    }, PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hydrated, loggedIn, edge.isMiniProgram, edge.care, pathname, status, prompts]);
  return null;
}

/** A field the visitor may be typing in (or choosing from): the scheduled prompt leaves its focus alone. */
function isFormField(el: Element | null): boolean {
  if (el instanceof HTMLInputElement) return !['button', 'submit', 'reset', 'image'].includes(el.type);
  return (
    el instanceof HTMLTextAreaElement ||
    el instanceof HTMLSelectElement ||
    (el instanceof HTMLElement && el.isContentEditable)
  );
}

export function RegisterPromptDialog() {
  const visible = useRegisterPrompt((s) => s.visible);
  const content = useRegisterPrompt((s) => s.content);
  const prompts = useRegisterPromptApi();
  const navigate = useNavigate();
  const titleId = useId();
  const descId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // A live region that says the prompt opened when it does not take the focus (written by the effect).
  const live = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!visible) return;
    const active = document.activeElement;
    const typing = isFormField(active);
    const previous = !typing && active instanceof HTMLElement ? active : null;
    const region = live.current;
    if (typing && region) region.textContent = `${content.title}：${content.desc}`;
    else ref.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') prompts.getState().close();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (region) region.textContent = '';
      // Only a focus the prompt took is given back: otherwise the visitor's focus never left them.
      if (previous?.isConnected) previous.focus();
    };
  }, [visible, prompts, content]);

  const liveRegion = <p ref={live} role="status" className="sr-only" />;
  if (!visible) return liveRegion;
  const register = () => {
    const target = registerTarget(content);
    prompts.getState().hide();
    void navigate(target);
  };
  return (
    <>
      {liveRegion}
      <div
        ref={ref}
        role="dialog"
        aria-labelledby={titleId}
        aria-describedby={descId}
        tabIndex={-1}
        className="fixed inset-x-0 bottom-0 z-[70] border-t border-line bg-white px-6 pt-7 pb-[calc(1.5rem+env(safe-area-inset-bottom))] shadow-[0_-12px_40px_rgba(22,24,29,0.12)] outline-none sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[380px] sm:border sm:p-8"
      >
        <button
          type="button"
          aria-label="关闭"
          onClick={() => prompts.getState().close()}
          className="absolute top-2 right-2 inline-flex h-11 w-11 items-center justify-center text-mute hover:text-ink"
        >
          <LineIcon d="M6 6l12 12M18 6L6 18" className="h-5 w-5" />
        </button>
        <p className="text-xs tracking-[0.3em] text-gold-dark">AURELION MEMBERSHIP</p>
        <h2 id={titleId} className="mt-3 pr-8 text-xl font-light text-ink">
          {content.title}
        </h2>
        <p id={descId} className="mt-2 text-sm leading-6 text-mute">
          {content.desc}
        </p>
        <div className="mt-6 flex gap-3">
          {content.onlyRegisterBtn ? null : (
            <button
              type="button"
              onClick={() => prompts.getState().close()}
              className="min-h-11 flex-1 border border-line px-4 text-sm tracking-widest text-ink hover:border-ink"
            >
              稍后提醒
            </button>
          )}
          <button
            type="button"
            onClick={register}
            className="min-h-11 flex-1 bg-ink px-4 text-sm tracking-widest text-white hover:bg-gold-dark"
          >
            立即注册
          </button>
        </div>
      </div>
    </>
  );
}
