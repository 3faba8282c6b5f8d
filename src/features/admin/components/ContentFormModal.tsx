import { Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { toast } from '@/lib/toast';
import { showFieldErrors } from '../adminFormat';

/** Titles and messages of one content kind's dialog, for adding and for editing. */
export interface ContentFormTexts {
  addTitle: string;
  editTitle: string;
  addOk: string;
  added: string;
  saved: string;
}

interface ContentFormModalProps<V extends object, B> {
  editing: boolean;
  texts: ContentFormTexts;
  form: FormInstance<V>;
  initialValues: V;
  /** The body the API accepts, checked on the client first so errors sit on their fields. */
  schema: z.ZodType<B>;
  toBody: (values: V) => unknown;
  /** Saves; resolves with the saved item, or without it when the request failed (already toasted). */
  save: (body: B) => Promise<unknown>;
  isSaving: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The dialog that adds or edits one admin content item (a news item, a document): checks the form
 * against the API's body schema, marks the fields that fail, saves and closes with a toast.
 */
export function ContentFormModal<V extends object, B>({
  editing,
  texts,
  form,
  initialValues,
  schema,
  toBody,
  save,
  isSaving,
  onClose,
  children,
}: ContentFormModalProps<V, B>) {
  const submit = async () => {
    const checked = schema.safeParse(toBody(form.getFieldsValue(true) as V));
    if (!checked.success) {
      showFieldErrors(form, checked.error);
      return;
    }
    if (await save(checked.data)) {
      toast.success(editing ? texts.saved : texts.added);
      onClose();
    }
  };

  return (
    <Modal
      open
      width={720}
      title={editing ? texts.editTitle : texts.addTitle}
      okText={editing ? 'Lưu' : texts.addOk}
      cancelText="Huỷ"
      confirmLoading={isSaving}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form<V> form={form} layout="vertical" initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}
