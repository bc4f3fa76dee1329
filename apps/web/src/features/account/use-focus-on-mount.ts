import { useEffect, useRef } from 'react';

/**
 * Moves focus to the element when it appears (for a form: its first field), so keyboard and
 * screen-reader users land on a form that just opened or on the sentence that replaced one (give
 * that tabIndex -1).
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    const target = element instanceof HTMLFormElement ? element.querySelector<HTMLElement>('input, select, textarea') : element;
    target?.focus();
  }, []);
  return ref;
}
