import { placeholderSrc } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CmsDialog } from './CmsDialog';

const meta = {
  title: 'CMS/CmsDialog',
  component: CmsDialog,
  args: {
    open: true,
    onClose: fn(),
    label: 'Schulstart-Aktion',
    children: (
      <>
        <h2>Schulstart-Aktion</h2>
        <img src={placeholderSrc('Schulstart', '#1d4f91', 480, 270)} alt="" width={480} height={270} />
        <p>Bis 31. August 10 % auf alle Schulranzen-Sets.</p>
      </>
    ),
  },
  // The open dialog is modal and locks the page's scroll: on the docs page it gets a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof CmsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A CMS layer's content in the modal dialog: Escape, the close button or the backdrop close it. */
export const Open: Story = {};

/** Closed: nothing of the content is rendered. */
export const Closed: Story = { args: { open: false } };
