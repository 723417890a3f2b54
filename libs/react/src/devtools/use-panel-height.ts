import { useState, type KeyboardEvent, type PointerEvent } from 'react';

const MIN_HEIGHT = 128;
const STEP = 32;

const clamp = (height: number) => Math.round(Math.max(MIN_HEIGHT, Math.min(height, window.innerHeight - 32)));

/**
 * The panel's height, which the person changes by dragging its top edge (a separator) or with the arrow keys on it.
 * Starts at `initial` (a share of the window's height).
 */
export function usePanelHeight(initial = 0.4) {
  const [height, setHeight] = useState(() => clamp(window.innerHeight * initial));
  return {
    height,
    separator: {
      role: 'separator',
      'aria-orientation': 'horizontal',
      'aria-label': 'Resize the listener panel',
      'aria-valuemin': MIN_HEIGHT,
      'aria-valuemax': Math.round(window.innerHeight - 32),
      'aria-valuenow': height,
      tabIndex: 0,
      onPointerDown(event: PointerEvent<HTMLElement>) {
        event.preventDefault();
        const target = event.currentTarget;
        target.setPointerCapture(event.pointerId);
        const move = (moved: globalThis.PointerEvent) => setHeight(clamp(window.innerHeight - moved.clientY));
        const up = () => {
          target.removeEventListener('pointermove', move);
          target.removeEventListener('pointerup', up);
        };
        target.addEventListener('pointermove', move);
        target.addEventListener('pointerup', up);
      },
      onKeyDown(event: KeyboardEvent<HTMLElement>) {
        const by = event.key === 'ArrowUp' ? STEP : event.key === 'ArrowDown' ? -STEP : 0;
        if (by === 0) return;
        event.preventDefault();
        setHeight((current) => clamp(current + by));
      },
    },
  } as const;
}
