// ReturnItemChoice (spec shopping §3 "Client selection": quantity, reason, additionalInfo, images,
// components; §5 "The image upload needs an upload signature"; issue 18: a refused upload shows its error).
import type { SelectedReturnItem } from '@ranzen/sdk-core';
import { returnOrderItem, returnSetItem } from '@ranzen/sdk-react/testing';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ReturnItemChoice } from './ReturnItemChoice';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

function Harness({
  item = returnOrderItem,
  onUpload,
  onChange,
}: {
  readonly item?: typeof returnOrderItem;
  readonly onUpload: Parameters<typeof ReturnItemChoice>[0]['onUpload'];
  readonly onChange: (selection: SelectedReturnItem | null) => void;
}) {
  const [selection, setSelection] = useState<SelectedReturnItem | null>(null);
  return (
    <ul>
      <ReturnItemChoice
        item={item}
        selection={selection}
        onUpload={onUpload}
        onChange={(next) => {
          setSelection(next);
          onChange(next);
        }}
      />
    </ul>
  );
}

describe('ReturnItemChoice', () => {
  it('returns a quantity up to the returnable units with the first reason, and 0 leaves the line out', async () => {
    const onChange = vi.fn();
    const { user, container } = renderWithShop(<Harness onUpload={vi.fn()} onChange={onChange} />);
    const quantity = screen.getByRole('combobox', { name: 'Menge zurücksenden: Buntstifte, 24 Farben' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['0', '1', '2']);
    await user.selectOptions(quantity, '2');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'line-1', lineNo: 1, quantity: 2, reason: 'DEFECTIVE' }),
    );
    await expectNoAxeViolations(container);
    await user.selectOptions(quantity, '0');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('combobox', { name: 'Grund' })).toBeNull();
  });

  it('takes another reason with its comment (OTHER needs one: the comment is required)', async () => {
    const onChange = vi.fn();
    const { user } = renderWithShop(<Harness onUpload={vi.fn()} onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: /Menge zurücksenden/ }), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grund' }), 'OTHER');
    const comment = screen.getByRole('textbox', { name: 'Beschreibung' });
    expect(comment).toBeRequired();
    await user.type(comment, 'hell');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ reason: 'OTHER', additionalInfo: 'hell' }),
    );
  });

  it('adds an uploaded photo to the line and shows a refused one’s message at the input', async () => {
    const onChange = vi.fn();
    const onUpload = vi
      .fn()
      .mockResolvedValueOnce({ ok: true, uploadId: 'upload-1' })
      .mockResolvedValueOnce({ ok: false, message: 'vue.upload.error.type' });
    const { user } = renderWithShop(<Harness onUpload={onUpload} onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: /Menge zurücksenden/ }), '1');
    const photo = screen.getByLabelText(/Fotos/);
    await user.upload(photo, new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ images: ['upload-1'] }));
    expect(screen.getByRole('status')).toHaveTextContent('1 Foto(s) hochgeladen');
    await user.upload(photo, new File(['<svg/>'], 'photo.jpg', { type: 'image/jpeg' }));
    expect(photo).toHaveAccessibleDescription(
      'Bitte laden Sie ein Foto (JPEG, PNG oder WebP) oder ein PDF hoch.',
    );
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ images: ['upload-1'] }));
  });

  it('asks which parts of a set go back', async () => {
    const onChange = vi.fn();
    const { user } = renderWithShop(<Harness item={returnSetItem} onUpload={vi.fn()} onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: /Menge zurücksenden/ }), '1');
    await user.click(screen.getByRole('checkbox', { name: 'Etui' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ components: ['Etui'] }));
  });
});
