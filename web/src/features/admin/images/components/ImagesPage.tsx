import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { currentImageFor, type ImageRecord } from '@studio/core/content/images';
import { messages } from '@studio/core/shared/messages';
import { SLOT_GROUPS, SLOTS, type Slot } from '@studio/core/content/slots';
import { useRef, useState } from 'react';
import { errorMessage } from '@/backend/errors.ts';
import { BackToDashboard } from '../../shared/components/BackToDashboard.tsx';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog.tsx';
import { LoadingState } from '../../shared/components/LoadingState.tsx';
import { StatusBanners, useStatusBanners } from '../../shared/components/StatusBanners.tsx';
import { useImageLibrary } from '../api/useImageLibrary.ts';
import { prepareImageUpload } from '../../shared/images/prepareImageUpload.ts';
import { ImageRulesHelp } from './ImageRulesHelp.tsx';
import { SlotImageCard } from './SlotImageCard.tsx';
import { UploadedImagesGrid } from './UploadedImagesGrid.tsx';

const groupHeadingId = (group: string) => `slot-group-${group.toLowerCase().replace(/\W+/g, '-')}`;

/** Image Management: the fixed website slots, grouped as on the site, and every uploaded file. */
export function ImagesPage() {
  const { status, data: images, reload, uploadSlotImage, deleteImage } = useImageLibrary();
  const { banners, show, dismiss } = useStatusBanners();
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [pendingDelete, setPendingDelete] = useState<ImageRecord | null>(null);
  // The deleted item's button goes with it; focus moves to the page heading instead of being lost.
  const headingRef = useRef<HTMLHeadingElement>(null);

  const upload = async (slot: Slot, chosen: File) => {
    const setSlotProgress = (fraction: number | undefined) =>
      setProgress(({ [slot.id]: _previous, ...others }) =>
        fraction === undefined ? others : { ...others, [slot.id]: fraction },
      );
    // The bar shows while a large photo is scaled down, before its bytes start to go.
    setSlotProgress(0);
    const { file, problem } = await prepareImageUpload(chosen);
    if (!file) {
      setSlotProgress(undefined);
      show({ severity: 'error', message: problem });
      return;
    }
    try {
      await uploadSlotImage(slot.id, file, (fraction) => setSlotProgress(fraction));
      show({ severity: 'success', message: messages.imageUploaded(slot.name) });
    } catch (error) {
      show({ severity: 'error', message: messages.uploadFailed(errorMessage(error, 'please try again')) });
    } finally {
      setSlotProgress(undefined);
    }
  };

  const confirmDelete = async () => {
    const image = pendingDelete;
    setPendingDelete(null);
    if (!image) return;
    try {
      await deleteImage(image.name);
      headingRef.current?.focus();
      show({ severity: 'success', message: messages.imageDeleted });
    } catch (error) {
      show({ severity: 'error', message: messages.deleteImageFailed(errorMessage(error, 'please try again')) });
    }
  };

  return (
    <>
      <BackToDashboard />
      <Typography ref={headingRef} tabIndex={-1} component="h1" variant="h3" sx={{ mb: 3 }}>
        Image Management
      </Typography>
      <ImageRulesHelp />
      <StatusBanners banners={banners} onDismiss={dismiss} />
      {status === 'loading' && <LoadingState label="Loading images" />}
      {status === 'error' && (
        <>
          <Alert severity="error" variant="filled" role="alert" sx={{ mb: 2 }}>
            {messages.imagesLoadFailed}
          </Alert>
          <Button color="inherit" variant="outlined" onClick={reload}>
            Try again
          </Button>
        </>
      )}
      {status === 'success' && images && (
        <>
          {SLOT_GROUPS.map((group) => (
            <Box component="section" key={group} aria-labelledby={groupHeadingId(group)} sx={{ mb: 5 }}>
              <Typography id={groupHeadingId(group)} component="h2" variant="h4" sx={{ mb: 2 }}>
                {group}
              </Typography>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
                {SLOTS.filter((slot) => slot.group === group).map((slot) => (
                  <SlotImageCard
                    key={slot.id}
                    slot={slot}
                    current={currentImageFor(slot.id, images)}
                    uploadProgress={progress[slot.id]}
                    onFileChosen={(file) => void upload(slot, file)}
                    onDelete={setPendingDelete}
                  />
                ))}
              </Box>
            </Box>
          ))}
          <Box component="section" aria-labelledby="all-uploaded-images">
            <Typography id="all-uploaded-images" component="h2" variant="h4" sx={{ mb: 2 }}>
              All Uploaded Images
            </Typography>
            <UploadedImagesGrid images={images} onDelete={setPendingDelete} />
          </Box>
        </>
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete image"
        message={messages.confirmDeleteImage}
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </>
  );
}
