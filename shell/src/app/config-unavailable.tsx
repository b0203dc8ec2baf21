import { Button, Result } from 'antd';
import { Providers } from './providers';

/** 'The console configuration could not be loaded.' with a Reload button (loaded only then). */
export default function ConfigUnavailablePage() {
  return (
    <Providers>
      <Result
        status="error"
        title="The console configuration could not be loaded."
        subTitle="Try again after some time."
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      />
    </Providers>
  );
}
