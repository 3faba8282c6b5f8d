import { Tooltip } from 'antd';

/** A figure with a note (the close it used, or why it is missing) on hover and keyboard focus. */
export function NotedValue({ text, note }: { text: string; note: string | null }) {
  if (!note) return <>{text}</>;
  return (
    <Tooltip title={note} trigger={['hover', 'focus']}>
      <span
        tabIndex={0}
        aria-label={`${text}. ${note}`}
        style={{ borderBottom: '1px dotted rgba(0,0,0,0.35)', cursor: 'help' }}
      >
        {text}
      </span>
    </Tooltip>
  );
}
