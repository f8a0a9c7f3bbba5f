import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button } from 'antd';

/** A row's Remove, named by what it removes ('Remove custom method 2'). */
export function RemoveRowButton({
  name,
  className,
  onRemove,
}: {
  name: string;
  className?: string;
  onRemove: () => void;
}) {
  return (
    <Button
      className={className}
      icon={<DeleteOutlined aria-hidden />}
      aria-label={name}
      onClick={onRemove}
    >
      Remove
    </Button>
  );
}

/** Add under the rows; disabled once the list holds as many rows as it may. */
export function AddRowButton({
  id,
  label,
  full,
  onAdd,
}: {
  id: string;
  label: string;
  full: boolean;
  onAdd: () => void;
}) {
  return (
    <div>
      <Button id={id} icon={<PlusOutlined aria-hidden />} disabled={full} onClick={onAdd}>
        {label}
      </Button>
    </div>
  );
}
