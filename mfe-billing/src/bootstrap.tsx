import { createRoot } from 'react-dom/client';
import { ClientsPage } from './app/clients-page';

createRoot(document.getElementById('root')!).render(<ClientsPage />);
