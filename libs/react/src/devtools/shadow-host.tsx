import { useCallback, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders `children` in an open shadow root of a `div`, with `css` as its only stylesheet. The `div` is a child of
 * `document.body`, wherever the component is rendered, so no stacking context of the app's (a sticky header's) holds
 * it below the app's own layers.
 */
export function ShadowHost({
  css,
  id,
  className,
  children,
}: {
  readonly css: string;
  readonly id?: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const host = useCallback((element: HTMLDivElement | null) => {
    if (element) setRoot(element.shadowRoot ?? element.attachShadow({ mode: 'open' }));
  }, []);
  return createPortal(
    <div ref={host} id={id} className={className} data-platform-devtools="">
      {root &&
        createPortal(
          <>
            <style>{css}</style>
            {children}
          </>,
          root,
        )}
    </div>,
    document.body,
  );
}
