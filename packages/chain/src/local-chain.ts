import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  parseEther,
  parseUnits,
  type Address,
  type Hash,
  type PublicClient,
  type TestClient,
} from 'viem';
import { hardhat } from 'viem/chains';
import { testAccount } from './accounts.js';
import { compileContract } from './compile.js';

/** The test token's decimals, as USDT's. */
export const TEST_USDT_DECIMALS = 6;

/**
 * A handle on the local node for tests, benchmarks and the demo: deploy the test USDT, send
 * deposits from the funded test wallets, mine blocks, and take the chain back (evm_snapshot /
 * evm_revert) to make a reorganisation.
 */
export class LocalChain {
  readonly public: PublicClient;
  readonly test: TestClient;
  private token: Address | undefined;

  constructor(readonly url: string) {
    this.public = createPublicClient({ chain: hardhat, transport: http(url) });
    this.test = createTestClient({ chain: hardhat, mode: 'hardhat', transport: http(url) });
  }

  private wallet(from: number) {
    return createWalletClient({ chain: hardhat, account: testAccount(from), transport: http(this.url) });
  }

  get usdt(): Address {
    if (!this.token) throw new Error('deploy the test USDT first');
    return this.token;
  }

  /** Deploys the test USDT from test wallet 0 and mints each funded wallet 1,000,000 of it. */
  async deployUsdt(options: { fund?: number[] } = {}): Promise<Address> {
    const { abi, bytecode } = compileContract('TestUSDT');
    const hash = await this.wallet(0).deployContract({ abi, bytecode });
    const receipt = await this.public.waitForTransactionReceipt({ hash });
    if (!receipt.contractAddress) throw new Error('the token was not deployed');
    this.token = receipt.contractAddress;
    for (const index of options.fund ?? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      await this.mintUsdt(testAccount(index).address, '1000000');
    }
    return this.token;
  }

  /** Uses a token deployed earlier (another process's node). */
  useUsdt(address: Address): void {
    this.token = address;
  }

  async mintUsdt(to: Address, amount: string): Promise<Hash> {
    const { abi } = compileContract('TestUSDT');
    return this.confirmed(await this.wallet(0).writeContract({ address: this.usdt, abi, functionName: 'mint', args: [to, parseUnits(amount, TEST_USDT_DECIMALS)] }));
  }

  /** Sends USDT (a decimal amount) from a funded test wallet; resolves with the mined transaction's hash. */
  async sendUsdt(from: number, to: Address, amount: string): Promise<Hash> {
    const { abi } = compileContract('TestUSDT');
    return this.confirmed(await this.wallet(from).writeContract({ address: this.usdt, abi, functionName: 'transfer', args: [to, parseUnits(amount, TEST_USDT_DECIMALS)] }));
  }

  /** Several USDT transfers in one transaction (one Transfer log each). */
  async sendUsdtMany(from: number, payments: Array<{ to: Address; amount: string }>): Promise<Hash> {
    const { abi } = compileContract('TestUSDT');
    const args = [payments.map((payment) => payment.to), payments.map((payment) => parseUnits(payment.amount, TEST_USDT_DECIMALS))] as const;
    return this.confirmed(await this.wallet(from).writeContract({ address: this.usdt, abi, functionName: 'transferMany', args }));
  }

  /** Sends ETH (a decimal amount) from a funded test wallet in a plain transaction. */
  async sendEth(from: number, to: Address, amount: string): Promise<Hash> {
    return this.confirmed(await this.wallet(from).sendTransaction({ to, value: parseEther(amount) }));
  }

  /** Sends ETH through a contract's internal call: a transaction scan does not see it arrive. */
  async sendEthInternally(from: number, to: Address, amount: string): Promise<Hash> {
    const { abi, bytecode } = compileContract('Forwarder');
    const deployed = await this.public.waitForTransactionReceipt({ hash: await this.wallet(from).deployContract({ abi, bytecode }) });
    if (!deployed.contractAddress) throw new Error('the forwarder was not deployed');
    return this.confirmed(await this.wallet(from).writeContract({ address: deployed.contractAddress, abi, functionName: 'forward', args: [to], value: parseEther(amount) }));
  }

  async usdtBalance(address: Address): Promise<bigint> {
    const { abi } = compileContract('TestUSDT');
    return (await this.public.readContract({ address: this.usdt, abi, functionName: 'balanceOf', args: [address] })) as bigint;
  }

  async mine(blocks: number): Promise<void> {
    await this.test.mine({ blocks });
  }

  async head(): Promise<bigint> {
    return this.public.getBlockNumber({ cacheTime: 0 });
  }

  async snapshot(): Promise<Hash> {
    return this.test.snapshot();
  }

  async revert(id: Hash): Promise<void> {
    await this.test.revert({ id });
  }

  private async confirmed(hash: Hash): Promise<Hash> {
    const receipt = await this.public.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
    return hash;
  }
}
