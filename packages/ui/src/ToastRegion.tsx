// Toasts (spec storefront §4 "Other", §9 "Toast", "Toast drag dismissal"): top-right, dismissed by a
// click, the close button or a drag past 60 % of the width, paused while hovered. The queue and its
// timer live in sdk-react's ToastProvider (sdk-core toastQueueReducer); this renders them.
import { SLIDER_DRAG_THRESHOLD_PX, shouldDismissOnDrag, type Toast } from '@ranzen/sdk-core';
import { useToasts, useTranslate } from '@ranzen/sdk-react';
import { type PointerEvent, useRef, useState } from 'react';
import styles from './ToastRegion.module.css';

/** Errors interrupt (role alert); everything else waits for a pause in speech (status, polite). */
const URGENT_TYPES: ReadonlySet<Toast['type']> = new Set(['error']);

/**
 * Shows the page's toasts (from `useToasts`): top right, dismissed by a click, the close button or a drag.
 *
 * @example
 * ```tsx
 * <ToastProvider>
 *   <Page />
 *   <ToastRegion />
 * </ToastProvider>
 * ```
 */
export function ToastRegion() {
  const { toasts } = useToasts();
  const t = useTranslate();
  return (
    <section aria-label={t('vue.toast.region')}>
      <div className={styles.region}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
}

function ToastItem({ toast }: { readonly toast: Toast }) {
  const { dismissToast, pauseToast, resumeToast } = useToasts();
  const t = useTranslate();
  const start = useRef<number | null>(null);
  const dragged = useRef(false);
  const [dx, setDx] = useState(0);
  const urgent = URGENT_TYPES.has(toast.type);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    start.current = event.clientX;
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (start.current !== null) setDx(event.clientX - start.current);
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (start.current === null) return;
    const moved = event.clientX - start.current;
    start.current = null;
    setDx(0);
    dragged.current = Math.abs(moved) > SLIDER_DRAG_THRESHOLD_PX;
    if (shouldDismissOnDrag(moved, event.currentTarget.offsetWidth)) dismissToast(toast.id, 'drag');
  }

  return (
    // A click anywhere on the toast dismisses it (spec §4); the close button is the keyboard path.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the close button gives keyboard users the same action
    // biome-ignore lint/a11y/noStaticElementInteractions: a live region; its pointer actions mirror the close button
    <div
      className={styles.toast}
      data-type={toast.type}
      data-dragging={dx !== 0}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      style={dx !== 0 ? { transform: `translateX(${dx}px)` } : undefined}
      onClick={() => {
        // The click that ends a drag which did not go far enough keeps the toast.
        if (dragged.current) dragged.current = false;
        else dismissToast(toast.id, 'click');
      }}
      onMouseEnter={() => pauseToast(toast.id, 'hover')}
      onMouseLeave={() => resumeToast(toast.id, 'hover')}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        start.current = null;
        setDx(0);
      }}
    >
      <p className={styles.message}>{toast.message}</p>
      <button
        type="button"
        className={styles.close}
        aria-label={t('vue.toast.close')}
        onClick={(event) => {
          event.stopPropagation();
          dismissToast(toast.id, 'close');
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
