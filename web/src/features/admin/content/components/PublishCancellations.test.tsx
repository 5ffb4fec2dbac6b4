import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentSectionId } from '@studio/core/content/siteContent';
import type { TrialBooking } from '@studio/core/trials/trials';
import { describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/backend/port.ts';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { renderAdmin } from '../../testing/renderAdmin.tsx';
import { cancelsText, usePublishCancellations } from './PublishCancellations.tsx';

const kim = {
  id: 'b1',
  name: 'Kim Lee',
  className: 'Kickboxing',
  day: '2026-11-30',
  start: '18:00',
  end: '19:00',
  site: 'Aintree',
} as TrialBooking;

function Editor({ section, publish }: { section: ContentSectionId; publish: () => void }) {
  const { confirmPublish, dialog } = usePublishCancellations(section);
  return (
    <>
      <button type="button" onClick={() => confirmPublish({ closures: [] }, publish)}>
        Publish
      </button>
      {dialog}
    </>
  );
}

function setup(section: ContentSectionId, wouldCancel = vi.fn().mockResolvedValue([])) {
  const publish = vi.fn();
  const backend = { ...fakeBackend(), trials: { wouldCancel } } as unknown as Backend;
  renderAdmin(<Editor section={section} publish={publish} />, { backend });
  return { publish, wouldCancel };
}

describe('usePublishCancellations', () => {
  it('lists the booked trials a closure would cancel and publishes only once confirmed', async () => {
    const user = userEvent.setup({ delay: null });
    const { publish, wouldCancel } = setup(
      'closures',
      vi.fn().mockResolvedValue([{ booking: kim, reason: 'The studio is closed that day (Boiler repair)' }]),
    );
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'This cancels 1 booked trial' });
    expect(wouldCancel).toHaveBeenCalledWith('closures', { closures: [] });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent(
      'Kim Lee: Kickboxing, Monday 30 November 2026, 6:00pm - 7:00pm, Aintree. The studio is closed that day (Boiler repair)',
    );
    expect(publish).not.toHaveBeenCalled();
    // Focus starts on Cancel; Escape keeps everything as it was.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(publish).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(await screen.findByRole('button', { name: 'Publish and cancel it' }));
    expect(publish).toHaveBeenCalledTimes(1);
  });

  it('publishes at once when nothing would be cancelled, and never asks for other sections', async () => {
    const user = userEvent.setup({ delay: null });
    const closures = setup('closures');
    await user.click(screen.getAllByRole('button', { name: 'Publish' })[0]!);
    await waitFor(() => expect(closures.publish).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not ask about sections that cannot cancel a trial', async () => {
    const { publish, wouldCancel } = setup('pricing');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Publish' }));
    expect(publish).toHaveBeenCalledTimes(1);
    expect(wouldCancel).not.toHaveBeenCalled();
  });

  it('counts in words', () => {
    expect([cancelsText(1), cancelsText(3)]).toEqual(['This cancels 1 booked trial', 'This cancels 3 booked trials']);
  });
});
