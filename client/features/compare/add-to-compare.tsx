/**
 * "加入对比" for one grade (model pages, the configurator): adds it to the compare tray, or takes it out
 * again. The header's count changes and a toast says what happened; a fifth car is refused.
 */
import { MAX_COMPARE } from '#shared/domain/compare-link';
import { useCompareTray, useCompareTrayApi } from '#client/stores/compare-tray-store.tsx';
import { useUi } from '#client/stores/ui-store.tsx';

export function AddToCompareButton({ carId, name, className }: { carId: number; name: string; className?: string }) {
  const inTray = useCompareTray((s) => s.cars.includes(carId));
  const tray = useCompareTrayApi();
  const showToast = useUi((s) => s.showToast);
  const toggle = () => {
    const state = tray.getState();
    if (inTray) {
      state.remove(carId);
      showToast(`已将 ${name} 移出对比`);
      return;
    }
    const result = state.add(carId);
    if (result === 'full') showToast(`最多对比 ${MAX_COMPARE} 款车型，请先移出一款`);
    else showToast(`已加入对比（${tray.getState().cars.length}/${MAX_COMPARE}）`);
  };
  return (
    <button
      type="button"
      onClick={toggle}
      data-compare-car={carId}
      className={className ?? 'btn-compare'}
    >
      {inTray ? '移出对比' : '加入对比'}
      <span className="sr-only"> {name}</span>
    </button>
  );
}
