// The page bench/form-render.mjs measures: the designed-form renderer of the product (web/src) drawing the
// bench form of issue 16 (200 controls, 20 calculate fields, 20 linkage rules: big-form.ts) inside the
// providers a generated page has, the way the record dialog uses it. The render starts when the bench
// calls window.go(), so module loading is not counted; the first commit and each keystroke are timed here.
import '../../web/src/styles/global.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import '../../web/src/i18n';
import { bigForm } from '../../web/src/components/designed-form/big-form';
import { FormRenderer } from '../../web/src/components/designed-form/FormRenderer';

declare global {
  interface Window {
    go?: () => void;
    /** ms from go() to the form's first commit (its layout effects) */
    firstCommit?: number;
    /** ms from go() to the first frame after the commit (styles, layout and paint of it done) */
    firstFrame?: number;
    /** per keystroke: ms from the key's event time to the update committed and laid out */
    keystrokes: number[];
  }
}

const form = {
  labelWidth: 100,
  labelPosition: 'right' as const,
  size: 'small' as const,
  gutter: 15,
  ...bigForm(),
};
let started = 0;

function Committed() {
  useLayoutEffect(() => {
    window.firstCommit = performance.now() - started;
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.firstFrame = performance.now() - started;
      }, 0),
    );
  }, []);
  return null;
}

// A keystroke's cost as the user meets it: from the key event's time stamp, through the input event and
// React's synchronous flush of the discrete update, to style and layout forced once the event is done.
window.keystrokes = [];
let keyAt: number | null = null;
addEventListener('keydown', (event) => (keyAt = event.timeStamp), true);
addEventListener(
  'input',
  () => {
    const at = keyAt;
    keyAt = null;
    if (at === null) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      void document.body.offsetHeight;
      window.keystrokes.push(performance.now() - at);
    };
    channel.port2.postMessage(0);
  },
  true,
);

/**
 * The baseline the keystrokes are held against (index.html?bare): 200 plain inputs with the same labels, in
 * the same page and providers, so the harness's own share (CDP key dispatch, the event loop, a 200-field
 * page's style and paint) is measured beside the renderer's.
 */
function BareForm() {
  const names = bigForm().fields.map((field) => String(field.__config__.label));
  return (
    <div>
      {names.map((name, i) => (
        <div key={name}>
          <label htmlFor={`bare-${i}`} title={name}>
            {name}
          </label>
          <input id={`bare-${i}`} />
        </div>
      ))}
    </div>
  );
}

window.go = () => {
  started = performance.now();
  if (new URLSearchParams(location.search).has('bare')) {
    createRoot(document.getElementById('root') as HTMLElement).render(
      <>
        <BareForm />
        <Committed />
      </>,
    );
    return;
  }
  createRoot(document.getElementById('root') as HTMLElement).render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ConfigProvider>
        <FormRenderer form={form} values={undefined} onChange={() => undefined} />
        <Committed />
      </ConfigProvider>
    </QueryClientProvider>,
  );
};
