import { Spin } from 'antd';

/** Shown while a page chunk or its first data loads. */
export function PageLoading({ fullscreen = false }: { fullscreen?: boolean }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullscreen ? '100vh' : 320,
        width: '100%',
      }}
    >
      <Spin size="large" />
    </div>
  );
}
