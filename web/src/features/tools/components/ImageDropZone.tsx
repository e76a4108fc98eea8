import { useId, useState, type DragEvent } from 'react';
import { cx } from '../../../shared/ui';
import { ThumbnailGrid } from './ThumbnailGrid';

type Props = {
  label: string;
  hint: string;
  files: File[];
  onChange: (files: File[]) => void;
  multiple?: boolean;
  testId: string;
};

const isImage = (f: File) => f.type.startsWith('image/');

/** Drag and drop or pick images; the chosen ones are previewed (spec: 8 thumbnails, then '+N'). */
export function ImageDropZone({ label, hint, files, onChange, multiple = false, testId }: Props) {
  const id = useId();
  const [over, setOver] = useState(false);
  const take = (list: FileList | null) => {
    const picked = Array.from(list ?? []).filter(isImage);
    if (picked.length) onChange(multiple ? [...files, ...picked] : picked.slice(0, 1));
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    take(e.dataTransfer.files);
  };
  return (
    <div className="drop-zone">
      <label
        htmlFor={id}
        className={cx('drop-zone__area', over && 'drop-zone__area--over')}
        data-testid={`${testId}-drop`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <span>{label}</span>
        <span className="drop-zone__hint">{hint}</span>
      </label>
      <input
        id={id}
        data-testid={testId}
        className="drop-zone__input"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple={multiple}
        onChange={(e) => {
          take(e.target.files);
          e.target.value = '';
        }}
      />
      {files.length > 0 && <ThumbnailGrid files={files} />}
    </div>
  );
}
