/** Entry: load the local session and the language, then mount the providers and the router. */
import { createRoot } from 'react-dom/client';
import './app/styles/first-paint.css';
import { bootstrap } from './app/bootstrap';
import { App } from './app/app';

await bootstrap();
createRoot(document.getElementById('root')!).render(<App />);
