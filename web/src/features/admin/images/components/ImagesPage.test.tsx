import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImageRecord } from '@studio/core/content/images';
import { MAX_IMAGE_BYTES } from '@studio/core/shared/limits';
import { messages } from '@studio/core/shared/messages';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/errors.ts';
import type { UploadProgress } from '@/backend/port.ts';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { deferred, renderAdmin } from '../../testing/renderAdmin.tsx';
import { ImagesPage } from './ImagesPage.tsx';

function record(name: string, created_at: string): ImageRecord {
  return {
    name,
    slot: name.replace(/_\d+\..*$/, ''),
    url: `/media/${name}`,
    content_type: 'image/png',
    size: 1000,
    created_at,
  };
}

const olderHero = record('home_hero_1700000000000.png', '2023-11-14T22:13:20.000Z');
const newerHero = record('home_hero_1710000000000.jpg', '2024-03-09T16:00:00.000Z');
const eventImage = record('event_1705000000000.png', '2024-01-11T19:06:40.000Z');

function png(name = 'photo.png', size = 1024, type = 'image/png') {
  const file = new File([new Uint8Array(8)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function slotCard(name: string) {
  return screen.getByRole('article', { name });
}

// Screens with many MUI parts render slowly under jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('ImagesPage', () => {
  it('shows a spinner while loading and the red banner on failure', async () => {
    const pending = deferred<ImageRecord[]>();
    const list = vi.fn().mockReturnValueOnce(pending.promise);
    renderAdmin(<ImagesPage />, { backend: fakeBackend({ images: { list } }) });
    expect(screen.getByRole('progressbar', { name: 'Loading images' })).toBeInTheDocument();
    pending.reject(new Error('down'));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.imagesLoadFailed);
  });

  it('shows the help box, the three slot groups and empty states', async () => {
    renderAdmin(<ImagesPage />, { backend: fakeBackend() });
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    const help = screen.getByRole('note');
    for (const rule of [
      'Each site section has a designated slot.',
      'Uploading replaces the displayed image.',
      'Images are auto-named by section.',
      'The most recent upload per section is shown on the site.',
      'All past uploads are listed in All Uploaded Images.',
    ]) {
      expect(within(help).getByText(rule)).toBeInTheDocument();
    }
    const home = await screen.findByRole('region', { name: 'Home Page' });
    expect(
      within(home)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Hero Background', 'About Section', 'Video Thumbnail']);
    expect(within(screen.getByRole('region', { name: 'Class Pages' })).getAllByRole('article')).toHaveLength(6);
    expect(within(screen.getByRole('region', { name: 'Facilities Section' })).getAllByRole('article')).toHaveLength(5);
    expect(within(slotCard('Hero Background')).getByText('No image assigned')).toBeInTheDocument();
    expect(within(slotCard('Hero Background')).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByText('No images uploaded yet')).toBeInTheDocument();
  });

  it("shows each slot's newest image with its file name, and every upload in the grid", async () => {
    renderAdmin(<ImagesPage />, {
      backend: fakeBackend({ images: { list: vi.fn().mockResolvedValue([newerHero, eventImage, olderHero]) } }),
    });
    const hero = await screen.findByRole('article', { name: 'Hero Background' });
    expect(within(hero).getByRole('img', { name: 'Current Hero Background image' })).toHaveAttribute(
      'src',
      newerHero.url,
    );
    expect(within(hero).getByText(`Current file: ${newerHero.name}`)).toBeInTheDocument();
    const grid = screen.getByRole('region', { name: 'All Uploaded Images' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    const view = within(grid).getByRole('link', { name: `View ${eventImage.name} (opens in a new tab)` });
    expect(view).toHaveAttribute('href', eventImage.url);
    expect(view).toHaveAttribute('target', '_blank');
  });

  it('refuses files that are not images or are over 5 MB before uploading', async () => {
    const backend = fakeBackend();
    renderAdmin(<ImagesPage />, { backend });
    const user = userEvent.setup({ applyAccept: false, delay: null });
    const hero = await screen.findByRole('article', { name: 'Hero Background' });
    const input = hero.querySelector('input[type=file]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['%PDF'], 'price-list.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.onlyImages);
    await user.upload(input, png('huge.png', MAX_IMAGE_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.imageTooLarge);
    expect(backend.images.upload).not.toHaveBeenCalled();
  });

  it('shows the progress bar while uploading, then the new image and the success banner', async () => {
    const answer = deferred<ImageRecord>();
    let report: UploadProgress = () => {};
    const upload = vi.fn((_target: string, _file: File, onProgress?: UploadProgress) => {
      report = onProgress ?? report;
      return answer.promise;
    });
    renderAdmin(<ImagesPage />, { backend: fakeBackend({ images: { upload } }) });
    const user = userEvent.setup({ delay: null });
    const about = await screen.findByRole('article', { name: 'About Section' });
    const button = within(about).getByRole('button', { name: 'Upload New Image for About Section' });
    await user.upload(about.querySelector('input[type=file]') as HTMLInputElement, png());
    expect(upload).toHaveBeenCalledWith('home_about', expect.any(File), expect.any(Function));
    expect(within(about).getByText('Uploading image...')).toBeInTheDocument();
    report(0.4);
    await waitFor(() =>
      expect(within(about).getByRole('progressbar', { name: 'Uploading image...' })).toHaveAttribute(
        'aria-valuenow',
        '40',
      ),
    );
    expect(button).toBeDisabled();
    answer.resolve(record('home_about_1720000000000.png', '2024-07-03T09:46:40.000Z'));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.imageUploaded('About Section'));
    expect(within(about).getByText('Current file: home_about_1720000000000.png')).toBeInTheDocument();
    expect(within(about).queryByText('Uploading image...')).not.toBeInTheDocument();
  });

  it('does nothing when the file picker is cancelled', async () => {
    const backend = fakeBackend();
    renderAdmin(<ImagesPage />, { backend });
    const about = await screen.findByRole('article', { name: 'About Section' });
    const input = about.querySelector('input[type=file]') as HTMLInputElement;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(backend.images.upload).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message when an upload fails", async () => {
    const upload = vi.fn().mockRejectedValue(new BackendError('invalid', 'The file is not a supported image', 415));
    renderAdmin(<ImagesPage />, { backend: fakeBackend({ images: { upload } }) });
    const about = await screen.findByRole('article', { name: 'About Section' });
    await userEvent.setup({ delay: null }).upload(about.querySelector('input[type=file]') as HTMLInputElement, png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      messages.uploadFailed('The file is not a supported image'),
    );
  });

  it('leaves the busy state when an upload cannot reach the storage', async () => {
    // What the Firebase adapter rejects with when Storage takes no byte for 30 s.
    const unreachable = 'Cannot reach the image storage. Please check your connection and try again.';
    let fail: (error: Error) => void = () => {};
    const upload = vi.fn(() => new Promise<never>((_resolve, reject) => (fail = reject)));
    renderAdmin(<ImagesPage />, { backend: fakeBackend({ images: { upload } }) });
    const about = await screen.findByRole('article', { name: 'About Section' });
    await userEvent.setup({ delay: null }).upload(about.querySelector('input[type=file]') as HTMLInputElement, png());
    expect(await within(about).findByText('Uploading image...')).toBeInTheDocument();
    fail(new BackendError('unavailable', unreachable));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.uploadFailed(unreachable));
    expect(within(about).queryByText('Uploading image...')).not.toBeInTheDocument();
  });

  it('asks before deleting, and Cancel keeps the image', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    renderAdmin(<ImagesPage />, {
      backend: fakeBackend({ images: { list: vi.fn().mockResolvedValue([newerHero]), remove } }),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete image for Hero Background' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete image' });
    expect(dialog).toHaveTextContent(messages.confirmDeleteImage);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: `Delete ${newerHero.name}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.imageDeleted);
    expect(remove).toHaveBeenCalledWith(newerHero.name);
    expect(within(slotCard('Hero Background')).getByText('No image assigned')).toBeInTheDocument();
    expect(screen.getByText('No images uploaded yet')).toBeInTheDocument();
  });

  it("shows the server's message when a delete fails", async () => {
    const remove = vi.fn().mockRejectedValue(new BackendError('not-found', 'No such image', 404));
    renderAdmin(<ImagesPage />, {
      backend: fakeBackend({ images: { list: vi.fn().mockResolvedValue([newerHero]), remove } }),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete image for Hero Background' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.deleteImageFailed('No such image'));
  });
});
