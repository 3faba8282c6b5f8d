import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { pageText } from '../slides';
import type { SlideNavigation } from '../useSlideNavigation';

/** "Trang trước", "Trang 3/8", "Trang sau" (the arrow keys, Home and End do the same). */
export function SlideNavBar({ navigation }: { navigation: SlideNavigation }) {
  const { current, count, go } = navigation;
  return (
    <Flex justify="space-between" align="center" gap="small" style={{ marginTop: 16 }}>
      <Button
        icon={<LeftOutlined aria-hidden />}
        disabled={current <= 1}
        onClick={() => {
          go(current - 1);
        }}
      >
        Trang trước
      </Button>
      <Typography.Text strong aria-live="polite" data-testid="slide-page">
        {pageText(current, count)}
      </Typography.Text>
      <Button
        disabled={current >= count}
        onClick={() => {
          go(current + 1);
        }}
      >
        Trang sau <RightOutlined aria-hidden />
      </Button>
    </Flex>
  );
}
