// What both server-HTML probes install before a page loads (the sanitizer corpus's test page and
// the stored-XSS spec's real app): recorders in place of what a payload would call (`__pwned`,
// alert, confirm, prompt, print: they only record, into `__pwnedCalls`), and `__provoke`, which
// lets inserted markup do what it would — load or fail its images, take focus, be hovered and
// clicked — so each probe's report sees what is left afterwards.

/** What `installRecorders` puts on window, as a probe's evaluate reads it. */
export interface RecordedWindow {
  __pwnedCalls: string[];
  __provoke: (elements: HTMLElement[], imageWaitMs: number) => Promise<void>;
}

/** An init script (`page.addInitScript(installRecorders)`): self-contained, it runs in the page. */
export const installRecorders = () => {
  const calls: string[] = [];
  const record =
    (what: string) =>
    (...args: unknown[]) => {
      calls.push(`${what}(${args.map(String).join(',')})`);
    };
  const provoke = async (elements: HTMLElement[], imageWaitMs: number) => {
    await Promise.all(
      elements
        .filter((el): el is HTMLImageElement => el instanceof HTMLImageElement && !el.complete)
        .map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve);
              img.addEventListener('error', resolve);
              setTimeout(resolve, imageWaitMs);
            }),
        ),
    );
    for (const el of elements) {
      el.focus();
      for (const type of ['mouseover', 'mouseenter', 'pointerdown', 'toggle']) {
        el.dispatchEvent(new Event(type, { bubbles: true }));
      }
      // A click on a link would follow it: links are judged by their URL instead.
      if (!el.closest('a')) el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    }
  };
  Object.assign(window, {
    __pwnedCalls: calls,
    __pwned: record('__pwned'),
    alert: record('alert'),
    confirm: record('confirm'),
    prompt: record('prompt'),
    print: record('print'),
    __provoke: provoke,
  });
};
