import { ranzenGlobalTypes, withRanzen } from '@ranzen/ui/storybook';
import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles/tokens.css';
import '../packages/ui/src/styles/base.css';

const preview: Preview = {
  // A docs page per component (its stories, props and descriptions) for designers.
  tags: ['autodocs'],
  globalTypes: ranzenGlobalTypes,
  initialGlobals: { theme: 'consumer' },
  decorators: [withRanzen],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
