import { Avatar } from 'antd';

/** A person's picture, or the first character of their name when they have none. */
export function PersonAvatar({
  name,
  headIcon,
  size = 36,
}: {
  name: string;
  headIcon: string | null;
  size?: number;
}) {
  return (
    <Avatar size={size} src={headIcon ?? undefined} style={{ flex: 'none' }}>
      {name.slice(0, 1)}
    </Avatar>
  );
}
