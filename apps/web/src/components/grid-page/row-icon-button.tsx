import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { keepClickInControl, keepKeysInControl } from './cell-controls';

interface RowIconButtonProps {
  /** The tooltip. */
  title: string;
  /** The accessible name, naming the row ("Save export status of Reed, Sam"). */
  label: string;
  tabIndex: 0 | -1;
  color?: 'primary' | 'default';
  disabled: boolean;
  onPress(): void;
  children: ReactNode;
}

/** A row's icon button with its tooltip; its keys and clicks stay away from the grid's row selection. */
export function RowIconButton({
  title,
  label,
  tabIndex,
  color = 'default',
  disabled,
  onPress,
  children,
}: RowIconButtonProps) {
  const button = (
    <IconButton
      size="small"
      color={color}
      tabIndex={tabIndex}
      disabled={disabled}
      aria-label={label}
      onKeyDown={keepKeysInControl}
      onDoubleClick={keepClickInControl}
      onClick={(event) => {
        keepClickInControl(event);
        onPress();
      }}
    >
      {children}
    </IconButton>
  );
  // A disabled button fires no pointer events, so its tooltip needs a wrapper to hang on.
  return (
    <Tooltip title={title} describeChild>
      {disabled ? <span>{button}</span> : button}
    </Tooltip>
  );
}
