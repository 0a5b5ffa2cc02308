import type { Meta, StoryObj } from '@storybook/react-vite';
import { HoneypotField } from './HoneypotField';

/** Nothing to see: the field is off screen. The story shows that it renders and stays out of sight. */
function HoneypotExample() {
  return (
    <form aria-label="Beispiel">
      <p>Über diesem Text liegt ein Feld, das nur Bots ausfüllen.</p>
      <HoneypotField
        label="Bitte lassen Sie dieses Feld leer."
        field={{ name: 'houseNr', value: '', onValueChange: () => {}, error: null, ref: () => {} }}
      />
    </form>
  );
}

const meta = {
  title: 'Forms/HoneypotField',
  component: HoneypotExample,
  subcomponents: { HoneypotField },
} satisfies Meta<typeof HoneypotExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
