// antd-mobile 5 renders its imperative APIs (Toast.show, Dialog.confirm, Modal.alert) with the
// legacy ReactDOM.render, which React 19 removed: without this they silently show nothing. Its
// documented bridge for React 19 hands it a createRoot-based render (decision 0002).
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type Host = (Element | DocumentFragment) & { __antdRoot?: Root };

unstableSetRender((node, container) => {
  const host = container as Host;
  host.__antdRoot ??= createRoot(container);
  const root = host.__antdRoot;
  root.render(node);
  return async () => {
    // Let the closing animation's last frame commit before the root goes.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete host.__antdRoot;
  };
});
