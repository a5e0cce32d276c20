import { useEffect, useState } from 'react';

/** An index that advances every `ms` while `running`; wraps around at `length`. */
export function useRotatingIndex(length: number, ms: number, running = true) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!running || length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % length), ms);
    return () => window.clearInterval(timer);
  }, [length, ms, running]);
  return [index, setIndex] as const;
}

/** True when the visitor prefers reduced motion or has Save-Data on (client only; false on the server). */
export function useLowMotion() {
  const [low, setLow] = useState<boolean | null>(null);
  useEffect(() => {
    const media = window.matchMedia('(prefers-reduced-motion: reduce)');
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
    const update = () => setLow(media.matches || saveData);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return low;
}

/** True when the viewport is under 768 px wide (client only). */
export function useIsMobile() {
  const [mobile, setMobile] = useState<boolean | null>(null);
  useEffect(() => {
    const media = window.matchMedia('(max-width: 767px)');
    const update = () => setMobile(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return mobile;
}

/** True once the window's load event has fired. */
export function useWindowLoaded() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}
