import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// Loaded from index.ts behind the async federation boundary; renders the whole dashboard.
const container = document.getElementById('root');
if (!container) throw new Error('Sitefleet: #root element missing from index.html');
createRoot(container).render(<App />);
