/**
 * The configurator's build state. The URL is the state: the build is resolved from the query on every
 * render, and a choice replaces the query (no loader runs). A choice that changes others is confirmed in
 * the rule dialog first and can then be undone; the total is announced to screen readers when it moves.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buildQuery, parseBuildQuery, resolveBuild } from '#shared/domain/configurator/build-query';
import { findChoice, type Build, type Catalogue, type Change } from '#shared/domain/configurator/catalogue';
import { formatAmount } from '#shared/domain/configurator/money';
import { priceBuild } from '#shared/domain/configurator/price';
import { applyChange, type ChangeResult } from '#shared/domain/configurator/rules';
import { useUi } from '#client/stores/ui-store.tsx';
import { lazyOnce } from '#client/lib/ui/lazy-once.ts';
import { choiceInputId } from './choice-groups.tsx';

// The dialog shows only after a choice that changes others: its code loads then (once), and the dialog
// opens when it has arrived.
const loadRuleChange = lazyOnce(() => import('./rule-dialog.tsx').then((m) => m.RuleChange));

/** The last change the rules widened, and the query to go back to. */
export interface Undo {
  query: string;
  focus: string;
  text: string;
}

export function useConfiguratorBuild(catalogue: Catalogue) {
  const location = useLocation();
  const navigate = useNavigate();
  const openModal = useUi((s) => s.openModal);
  const closeModal = useUi((s) => s.closeModal);

  const { build, notices } = useMemo(
    () => resolveBuild(catalogue, parseBuildQuery(new URLSearchParams(location.search))),
    [catalogue, location.search],
  );
  const priced = useMemo(() => priceBuild(catalogue, build), [catalogue, build]);
  const query = buildQuery(build);
  const grade = catalogue.grades.find((g) => g.id === build.grade);
  const paint = findChoice(catalogue, build.paint);

  const [undo, setUndo] = useState<Undo | null>(null);
  // `总价已更新为 …` whenever the total changes after the first render, for the live region.
  const [announcement, setAnnouncement] = useState('');
  const lastTotal = useRef(priced.total);
  useEffect(() => {
    if (lastTotal.current === priced.total) return;
    lastTotal.current = priced.total;
    setAnnouncement(`总价已更新为 ${formatAmount(priced.total)}`);
  }, [priced.total]);

  // The build the last choice made: the router renders a new location a moment after the URL changes,
  // and a quick second choice (keyboard users are quick) must build on the first, not on the old render.
  const latest = useRef(build);
  useEffect(() => {
    latest.current = build;
  }, [build]);
  const commit = (next: Build) => {
    latest.current = next;
    return navigate({ search: `?${buildQuery(next)}` }, { replace: true, preventScrollReset: true });
  };

  const choose = (change: Change, subject: string, focus: string) => {
    const current = latest.current;
    const result: ChangeResult = applyChange(catalogue, current, change);
    if (buildQuery(result.build) === buildQuery(current)) return;
    if (!result.sideEffects) {
      setUndo(null);
      return void commit(result.build);
    }
    const previous = buildQuery(current);
    void loadRuleChange().then((RuleChange) => {
      const id = openModal({
        title: '配置变更确认',
        size: 'md',
        content: (
          <RuleChange
            subject={subject}
            before={current}
            result={result}
            onCancel={() => closeModal(id)}
            onApply={() => {
              closeModal(id);
              setUndo({ query: previous, focus, text: `已按配置规则调整：${subject}` });
              void commit(result.build);
            }}
          />
        ),
      });
    });
  };

  const revert = () => {
    if (!undo) return;
    const { query: previous, focus } = undo;
    setUndo(null);
    latest.current = resolveBuild(catalogue, parseBuildQuery(new URLSearchParams(previous))).build;
    void navigate({ search: `?${previous}` }, { replace: true, preventScrollReset: true });
    queueMicrotask(() => document.getElementById(choiceInputId(focus))?.focus());
  };

  return { build, notices, priced, query, grade, paint, choose, undo, revert, announcement };
}
