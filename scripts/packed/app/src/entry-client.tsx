import '@ranzen/ui/styles.css';
import { createShopClient } from '@ranzen/sdk-core/client';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (root) hydrateRoot(root, <App client={createShopClient({ uri: '/graphql' })} />);
