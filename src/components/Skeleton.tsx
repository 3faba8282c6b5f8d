interface SkeletonProps {
  /** Lines under the title; the last one is shorter. */
  rows?: number;
  active?: boolean;
  /** antd's `title={false}`: lines only. */
  title?: boolean;
}

/**
 * A loading placeholder with antd's Skeleton markup (title and paragraph) and class names, styled by
 * antd's static sheet, for screens kept free of antd's code.
 */
export function Skeleton({ rows = 3, active = true, title = true }: SkeletonProps) {
  return (
    <div className={`ant-skeleton${active ? ' ant-skeleton-active' : ''}`} aria-busy="true">
      <div className="ant-skeleton-section">
        {title && <h3 className="ant-skeleton-title" style={{ width: '38%' }} />}
        <ul className="ant-skeleton-paragraph">
          {Array.from({ length: rows }, (_, index) => (
            <li key={index} style={index === rows - 1 && rows > 1 ? { width: '61%' } : undefined} />
          ))}
        </ul>
      </div>
    </div>
  );
}

/** A loading placeholder the size of an input (antd's Skeleton.Input), full width when `block`. */
export function SkeletonInput({
  block = false,
  'data-testid': testId,
}: {
  block?: boolean;
  'data-testid'?: string;
}) {
  return (
    <div
      className={`ant-skeleton ant-skeleton-element ant-skeleton-active${block ? ' ant-skeleton-block' : ''}`}
      aria-busy="true"
      data-testid={testId}
    >
      <span className="ant-skeleton-input" />
    </div>
  );
}
