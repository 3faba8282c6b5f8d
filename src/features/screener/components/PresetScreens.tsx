import { Button, Flex, Tooltip, Typography } from 'antd';
import { screenText, type ScreenText } from '@/common/screener/definition';
import { PRESET_SCREENS, type PresetScreen } from '@/common/screener/presets';

function sameText(a: ScreenText, b: ScreenText): boolean {
  return (
    (a.c ?? '') === (b.c ?? '') && (a.cols ?? '') === (b.cols ?? '') && (a.sort ?? '') === (b.sort ?? '')
  );
}

/** The ready-made screens as buttons; the one the address holds is marked pressed. */
export function PresetScreens({
  current,
  onPick,
}: {
  current: ScreenText;
  onPick: (preset: PresetScreen) => void;
}) {
  return (
    <Flex gap="small" wrap align="center" role="group" aria-label="Bộ lọc có sẵn">
      <Typography.Text type="secondary">Bộ lọc có sẵn:</Typography.Text>
      {PRESET_SCREENS.map((preset) => {
        const pressed = sameText(current, screenText(preset.screen));
        return (
          <Tooltip key={preset.id} title={preset.description}>
            <Button
              aria-pressed={pressed}
              type={pressed ? 'primary' : 'default'}
              onClick={() => {
                onPick(preset);
              }}
            >
              {preset.name}
            </Button>
          </Tooltip>
        );
      })}
    </Flex>
  );
}
