import './app/antd-on-demand';
import { createRoot } from 'react-dom/client';
import { App, ConfigUnavailable, Starting } from './app/app';
import { startApp } from './app/app-start';
import { watchRestoredPages } from './auth/restored-page';

watchRestoredPages();
const root = createRoot(document.getElementById('root')!);
root.render(<Starting />);
startApp().then(
  () => root.render(<App />),
  (error: unknown) => {
    console.error('Unable to start the console', error);
    root.render(<ConfigUnavailable />);
  },
);
