/* global module */
// The local node's settings: chain 31337, every block mined as soon as a transaction arrives
// (tests mine more with hardhat_mine), Hardhat's well-known test mnemonic.
module.exports = {
  networks: {
    hardhat: {
      chainId: 31337,
      accounts: { mnemonic: 'test test test test test test test test test test test junk', count: 10 },
    },
  },
};
