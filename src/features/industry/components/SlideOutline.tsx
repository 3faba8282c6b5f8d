import { Button, Card, Typography } from 'antd';
import type { PresentationSlide } from '@/common/contracts/industry';

interface SlideOutlineProps {
  slides: readonly PresentationSlide[];
  /** The slide on screen, from 1. */
  current: number;
  onSelect: (slide: number) => void;
}

/** The slide titles in order; a click jumps to that slide. */
export function SlideOutline({ slides, current, onSelect }: SlideOutlineProps) {
  return (
    <Card size="small" title="Mục lục">
      <nav aria-label="Danh sách trang">
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {slides.map((slide, index) => {
            const number = index + 1;
            const active = number === current;
            return (
              <li key={`${String(number)}-${slide.title}`}>
                <Button
                  type={active ? 'primary' : 'text'}
                  ghost={active}
                  block
                  aria-current={active ? 'page' : undefined}
                  style={{
                    justifyContent: 'flex-start',
                    height: 'auto',
                    whiteSpace: 'normal',
                    textAlign: 'left',
                  }}
                  onClick={() => {
                    onSelect(number);
                  }}
                >
                  {`${String(number)}. ${slide.title}`}
                </Button>
              </li>
            );
          })}
        </ol>
      </nav>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
        Dùng phím ← → để chuyển trang, Home và End để về trang đầu hoặc trang cuối.
      </Typography.Paragraph>
    </Card>
  );
}
