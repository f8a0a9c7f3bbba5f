import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button } from 'antd';

/** A row's Remove, named by what it removes and the row's number ('Remove custom method 2'). */
export function RemoveRowButton({
  noun,
  index,
  className,
  onRemove,
}: {
  noun: string;
  /** The row's place, from 0. */
  index: number;
  className?: string;
  onRemove: (index: number) => void;
}) {
  return (
    <Button
      className={className}
      icon={<DeleteOutlined aria-hidden />}
      aria-label={`Remove ${noun} ${index + 1}`}
      onClick={() => onRemove(index)}
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
