import { act, render, screen, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from './Dialog';
import { Lightbox, closedPreview, type ImagePreview } from './Lightbox';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Abrir diálogo</button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Modelo Fuego"
      >
        <button>Primero</button>
        <input aria-label="Nombre" data-autofocus />
      </Dialog>
    </>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Abrir diálogo' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Modelo Fuego' }) as HTMLDialogElement };
}

describe('Dialog', () => {
  it('is a modal <dialog> labelled by its title, focuses its data-autofocus field and locks the page scroll', () => {
    render(<Harness />);
    const { dialog } = openDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('without a data-autofocus element, focuses its first control (the close button), not a scrolling box', () => {
    function Plain() {
      return (
        <Dialog open onClose={() => {}} title="Vista 3D">
          <p>Contenido de la vista</p>
        </Dialog>
      );
    }
    render(<Plain />);
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
  });

  it('Tab past the last control goes to the first, Shift+Tab before the first to the last', () => {
    render(<Harness />);
    openDialog();
    const close = screen.getByRole('button', { name: 'Cerrar' });
    const last = screen.getByRole('textbox', { name: 'Nombre' });
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
    // In between, the browser's own order is left alone.
    const first = screen.getByRole('button', { name: 'Primero' });
    first.focus();
    expect(fireEvent.keyDown(first, { key: 'Tab' })).toBe(true);
    expect(first).toHaveFocus();
  });

  it('a native close (Escape) closes it through its owner and returns focus to the opener', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const { opener, dialog } = openDialog();
    act(() => dialog.close());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the close button, once', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a press on the backdrop closes it; a press inside does not', () => {
    render(<Harness />);
    const { dialog } = openDialog();
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Primero' }));
    expect(dialog.open).toBe(true);
    fireEvent.mouseDown(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Lightbox', () => {
  it('shows the image, the model name and an open-in-new-tab link', () => {
    const preview: ImagePreview = { isOpen: true, imageUrl: '/art/1.svg', modelName: 'Modelo Relámpago' };
    const onClose = jest.fn();
    render(<Lightbox preview={preview} onClose={onClose} openInNewTabLabel="Abrir en nueva pestaña" />);
    expect(screen.getByRole('dialog', { name: 'Modelo Relámpago' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Imagen ampliada de Modelo Relámpago' })).toHaveAttribute(
      'src',
      '/art/1.svg',
    );
    const link = screen.getByRole('button', { name: 'Abrir en nueva pestaña' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('href', '/art/1.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar imagen' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    render(<Lightbox preview={closedPreview} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
