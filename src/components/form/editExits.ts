import { useNavigate } from 'react-router-dom';
import { notifier } from '@/components/feedback/notifier';

/**
 * An edit page's two ways out, both back to `to` (the record's own page): Cancel, and a save,
 * which says so first. For EditForm's `onCancel` and `onSaved`, so the toast and the navigation
 * happen only while the merchant is still on the form: a save that ends after they left stays
 * quiet.
 */
export function useEditExits(to: string, savedMessage: string) {
  const navigate = useNavigate();
  return {
    onSaved: async () => {
      notifier.success({ message: savedMessage });
      await navigate(to);
    },
    onCancel: () => void navigate(to),
  };
}
