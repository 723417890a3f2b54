import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { platformSettings } from 'virtual:platform-settings';
import { composeApp } from './app/root';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain an element with id "root".');

const { element } = composeApp(platformSettings);
createRoot(container).render(<StrictMode>{element}</StrictMode>);
