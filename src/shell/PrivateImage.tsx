// A private image (a work order's photo): read with the session's token into an object URL, since a plain
// <img src> cannot send it; a placeholder of the same size until it arrives.
import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { privateImageUrl } from '../client/upload.ts';

export function PrivateImage({ uploadId, alt }: { uploadId: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    void privateImageUrl(uploadId).then((found) => {
      if (!live) {
        if (found) URL.revokeObjectURL(found);
        return;
      }
      url = found;
      setSrc(found);
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [uploadId]);
  return src ? (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      style={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 4 }}
    />
  ) : (
    <Box sx={{ aspectRatio: '1', bgcolor: 'action.hover', borderRadius: 1 }} role="img" aria-label={alt} />
  );
}
