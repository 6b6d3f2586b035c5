import { useEffect, useId, useState } from 'react';

/**
 * An image input with its preview: the chosen file through an object URL (revoked when it is
 * replaced or the field goes), else the current picture.
 */
export function ProfileImageField({
  label,
  current,
  file,
  onChange,
  className,
}: {
  label: string;
  current: string;
  file: Blob | null;
  onChange: (file: Blob | null) => void;
  className: string;
}) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? current;
  return (
    <div className={`profile-image ${className}`}>
      {shown && <img className="profile-image__preview" src={shown} alt="" />}
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
    </div>
  );
}
