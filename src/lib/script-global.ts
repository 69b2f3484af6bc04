// A third-party SDK the widget loads by script tag (Facebook's, Turnstile's): added once per
// address, and what it defines on window handed over once it has loaded. A load that failed is
// forgotten, so a later need tries again.
const loads = new Map<string, Promise<unknown>>();

export function scriptGlobal<T>(src: string, read: () => T | undefined, options: { crossOrigin?: 'anonymous' } = {}): Promise<T> {
  const ready = read();
  if (ready !== undefined) return Promise.resolve(ready);
  let load = loads.get(src) as Promise<T> | undefined;
  if (!load) {
    load = new Promise<T>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      if (options.crossOrigin) script.crossOrigin = options.crossOrigin;
      script.onload = () => {
        const value = read();
        if (value === undefined) reject(new Error(`${src} defined nothing`));
        else resolve(value);
      };
      script.onerror = () => reject(new Error(`${src} failed to load`));
      document.head.appendChild(script);
    }).catch((err: unknown) => {
      loads.delete(src);
      throw err;
    });
    loads.set(src, load);
  }
  return load;
}
