/** GET /api/system/Monitor (client-facts §5.4): the server's machine and process, polled every 5 s. */

export interface MonitorUsage {
  /** bytes */
  total: number;
  used: number;
  available: number;
  /** percent, one decimal */
  usageRate: number;
}

export interface MonitorAnswer {
  system: {
    os: string;
    /** the server's first non-internal IPv4 address */
    ip: string;
    hostname: string;
    /** machine uptime, "3天4小时" style text in the caller's language */
    day: string;
    uptimeSeconds: number;
    /** 1, 5 and 15 minute load averages */
    loadAverage: number[];
  };
  cpu: {
    name: string;
    packageName: string;
    /** physical packages are not visible to Node: logical processors */
    core: number;
    coreNumber: number;
    logic: number;
    /** percent busy over the last interval, one decimal */
    used: number;
  };
  memory: MonitorUsage;
  /** the disk holding the data directory */
  disk: MonitorUsage;
  process: {
    pid: number;
    node: string;
    uptimeSeconds: number;
    rss: number;
    heapUsed: number;
    heapTotal: number;
  };
  /** epoch ms of the sample */
  time: number;
}
