import { MESSAGES } from '@ranzen/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeatureTooltip } from './FeatureTooltip';

const meta = {
  title: 'Layout/FeatureTooltip',
  component: FeatureTooltip,
  args: {
    // A new id per story load: the tooltip shows once per session and id.
    tooltipId: `story-${Date.now()}`,
    text: MESSAGES.de['vue.featureTooltip.sharedLists'],
  },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', display: 'inline-block', marginLeft: '16rem' }}>
        <a href="#merkzettel">Merkzettel</a>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeatureTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below the wish-list shortcut, for 6000 ms once per session. */
export const SharedLists: Story = {};
