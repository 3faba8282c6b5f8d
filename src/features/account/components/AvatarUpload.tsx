import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Typography } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { useAppSelector } from '@/application/hooks';
import { toast } from '@/lib/toast';
import { useUploadAvatarMutation } from '../accountApi';
import { selectUser } from '../accountSlice';

/** The avatar is sent resized to at most this many pixels a side, as JPEG (docs/DECISIONS.md). */
export const AVATAR_MAX_SIDE = 256;
const AVATAR_QUALITY = 0.85;
/** Pictures larger than this are refused before decoding (a phone photo is a few MB). */
const SOURCE_MAX_BYTES = 20 * 1024 * 1024;
const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export const AVATAR_MESSAGES = {
  notImage: 'Vui lòng chọn một tệp ảnh PNG, JPEG hoặc WebP.',
  tooLarge: 'Ảnh quá lớn (tối đa 20 MB). Vui lòng chọn ảnh khác.',
  unreadable: 'Không đọc được ảnh này. Vui lòng chọn ảnh khác.',
} as const;

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(AVATAR_MESSAGES.unreadable));
    };
    image.src = url;
  });
}

/** Draws the picture into a canvas of at most 256x256 (aspect kept) and encodes it as a JPEG data URL. */
export async function resizeToDataUrl(file: File, maxSide = AVATAR_MAX_SIDE): Promise<string> {
  const image = await loadImage(file);
  const width = image.naturalWidth;
  const height = image.naturalHeight;
  if (!width || !height) throw new Error(AVATAR_MESSAGES.unreadable);
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error(AVATAR_MESSAGES.unreadable);
  // JPEG has no transparency: transparent PNG areas become white, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', AVATAR_QUALITY);
}

/** The user's avatar (or the placeholder) and a button to pick a new picture, sent in one request. */
export function AvatarUpload() {
  const [uploadAvatar] = useUploadAvatarMutation();
  const user = useAppSelector(selectUser);
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const onPick = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!ACCEPTED_TYPES.includes(file.type)) {
      toast.error(AVATAR_MESSAGES.notImage);
      return;
    }
    if (file.size > SOURCE_MAX_BYTES) {
      toast.error(AVATAR_MESSAGES.tooLarge);
      return;
    }
    setUploading(true);
    try {
      const dataUrl = await resizeToDataUrl(file);
      await uploadAvatar(dataUrl);
    } catch {
      toast.error(AVATAR_MESSAGES.unreadable);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex align="center" gap={16} data-testid="avatar-upload">
      <Avatar
        size={96}
        src={user?.avatarPath ?? undefined}
        icon={user?.avatarPath ? undefined : <UserOutlined aria-hidden />}
        alt={user ? `Ảnh đại diện của ${user.name}` : 'Ảnh đại diện'}
      />
      <Flex vertical gap={8} align="flex-start">
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_TYPES.join(',')}
          hidden
          onChange={(event) => void onPick(event)}
          data-testid="avatar-input"
        />
        <Button
          icon={<UploadOutlined aria-hidden />}
          loading={uploading}
          onClick={() => input.current?.click()}
        >
          Đổi ảnh đại diện
        </Button>
        <Typography.Text type="secondary">PNG, JPEG hoặc WebP; ảnh được thu nhỏ còn 256×256.</Typography.Text>
      </Flex>
    </Flex>
  );
}
